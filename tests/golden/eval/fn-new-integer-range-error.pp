notice(Integer[1, 5]('10'))
