notice(Integer('3 '))
