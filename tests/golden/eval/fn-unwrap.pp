notice(unwrap(Sensitive('a')))
notice(unwrap('plain'))
