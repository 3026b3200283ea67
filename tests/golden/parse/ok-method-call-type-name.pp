$a = 'x'.type
notice($a)
