notice(type([[1], {a => [2.5]}]))
notice(type({a => {b => 'c'}}, generalized))
