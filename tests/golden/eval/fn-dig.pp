$d = {a => {b => [1, {c => 'deep'}]}}
notice($d.dig(a, b, 1, c))
notice($d.dig(a, b, 0))
notice("[${$d.dig(a, x, y)}]")
notice("[${dig(undef, a)}]")
