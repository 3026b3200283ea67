$r = notice('x')
notice("[${r}]")
