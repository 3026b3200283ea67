notice(regsubst('cat', /[ct]/, {'c' => 'b', 't' => 'r'}, 'G'))
