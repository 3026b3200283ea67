$a = 'line one
line two'
notice($a)
