$name = 'x'
notice($name)
