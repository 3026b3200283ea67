$d = {a => {b => [10, 20]}}
notice(get($d, 'a.b'))
notice(get($d, 'a.b.1'))
notice(get($d, 'a.x', 'default'))
notice("[${get($d, 'a.x')}]")
