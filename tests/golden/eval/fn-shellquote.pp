notice(shellquote('a b', "c'd", 'plain', '$x'))
notice(shellquote(['x y', 'z']))
