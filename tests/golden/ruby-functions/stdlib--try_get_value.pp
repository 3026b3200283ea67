# the example of its doc string (deprecated)
$data = { 'a' => { 'b' => ['b1', 'b2', 'b3'] } }
notice(try_get_value($data, 'a/b/2', 'not_found', '/'))
notice(try_get_value($data, 'a/x', 'not_found'))
notice(try_get_value($data, 'a|b|0', 'not_found', '|'))
