notice(shell_split('foo "bar baz" qux\ quux'))
