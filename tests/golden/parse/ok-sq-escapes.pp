$a = 'it\'s a \\ backslash, \n is not a newline, \$ stays'
notice($a)
