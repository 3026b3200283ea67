notice(Integer(' 12 '))
