notice(capitalize('hello world'))
notice(capitalize('HELLO'))
notice(capitalize(['ab', 'cd']))
notice(capitalize(12))
