notice(String[1] < String)
notice(String[1, 5] < String[0, 10])
notice(Enum['a'] < String)
notice(Pattern[/a/] < String)
