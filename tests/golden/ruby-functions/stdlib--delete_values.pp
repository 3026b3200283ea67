notice(delete_values({ 'a' => 'A', 'b' => 'B', 'c' => 'C', 'B' => 'D' }, 'B'))
