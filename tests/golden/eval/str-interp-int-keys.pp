notice({1 => 'a', 2.5 => 'b', true => 'c'})
