function pp_callee($a, $b) { "${a}-${b}" }
notice(call('pp_callee', 1, 2))
notice(call('upcase', 'abc'))
