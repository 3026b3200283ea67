notice('abc' =~ 'a.c')
notice('abc' =~ '^b')
notice('a.c' !~ 'a\.c')
