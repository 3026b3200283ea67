notify { "x": bogus => 1 }
