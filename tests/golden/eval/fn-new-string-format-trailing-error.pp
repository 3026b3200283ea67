notice(String(42, '%d|'))
