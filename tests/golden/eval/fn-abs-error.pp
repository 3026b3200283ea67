notice(abs('x'))
