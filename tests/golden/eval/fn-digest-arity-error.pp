notice(sha256('a', 'b'))
