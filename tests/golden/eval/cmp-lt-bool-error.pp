notice(true < false)
