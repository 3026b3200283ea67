$x = {y => [1, 2]}
notice(getvar('x'))
notice(getvar('x.y.1'))
notice(getvar('facts.os.family'))
notice(getvar('nosuch', 'dflt'))
notice("[${getvar('nosuch')}]")
