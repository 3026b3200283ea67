notice(match('abc123', /(\d+)/))
notice(match('abc', /x/))
notice(match('abc', 'b'))
