# the 3-parameter lambda form accepts several iterables by its signature,
# but its Ruby method takes one: Ruby's ArgumentError
notice(merge({ 'a' => 1 }, ['x', 'y']) | $hsh, $k, $v | { { "${k}" => $v } })
