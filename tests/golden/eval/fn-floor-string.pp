notice(floor('1.5'))
notice(ceiling('1.5'))
