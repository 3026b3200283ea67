notice({b => 1, a => 2, c => 3}.keys.sort)
