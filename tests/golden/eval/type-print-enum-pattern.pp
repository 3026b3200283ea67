notice(Enum['a', 'b'])
notice(Enum[b, a])
notice(Pattern[/a/, 'b'])
notice(Regexp[/x+/])
