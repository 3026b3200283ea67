# the examples of its doc string
notice(delete_regex(['a', 'b', 'c', 'b'], 'b'))
notice(delete_regex(['a', 'b', 'c', 'b'], ['b', 'c']))
notice(delete_regex({ 'a' => 1, 'b' => 2, 'c' => 3 }, 'b'))
notice(delete_regex({ 'a' => 1, 'b' => 2, 'c' => 3 }, '^a$'))
notice(delete_regex(['abf', 'ab', 'ac'], '^ab.*'))
