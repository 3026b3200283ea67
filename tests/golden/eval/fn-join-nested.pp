notice(join([[1, 2], ['a']], ';'))
