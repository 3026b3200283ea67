notice(abs('-3'))
