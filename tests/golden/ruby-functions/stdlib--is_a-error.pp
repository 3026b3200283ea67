notice(is_a(3, 'Integer'))
