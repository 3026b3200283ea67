notice('abc' =~ Pattern[/^a/])
notice('xbc' =~ Pattern[/^a/, /c$/])
notice('xyz' =~ Pattern[/^a/, /c$/])
notice('anything' =~ Pattern)
