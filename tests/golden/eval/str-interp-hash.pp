$h = {'a' => 1, 'b' => 'two', 'c' => [3]}
notice("h=${h}")
