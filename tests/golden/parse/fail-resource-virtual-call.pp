@notice('x')
