notice(default)
notice(type(default))
