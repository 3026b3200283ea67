notice(floor('x'))
