notice(suffix(['a', 'b', 'c'], 'p'))
notice(suffix({ 'a' => 1 }, '.conf'))
