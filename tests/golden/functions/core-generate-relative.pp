notice(generate('bin/echo', 'x'))
