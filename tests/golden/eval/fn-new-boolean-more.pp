notice(Boolean('y'))
notice(Boolean('n'))
notice(Boolean(true))
