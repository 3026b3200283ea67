notice(match('abc', Pattern[/x/, /b(c)/]))
notice(match('abc', Regexp['a(b)']))
