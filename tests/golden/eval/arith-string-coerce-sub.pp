notice(10 - '2.5')
