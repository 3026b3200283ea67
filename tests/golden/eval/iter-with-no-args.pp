notice(with() || { 'no args' })
