notice(strftime(1, '%Y'))
