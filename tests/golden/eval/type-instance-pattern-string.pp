notice('abc' =~ Pattern['^a.c$'])
