notice('ab' =~ String[2])
notice('abc' =~ String[1, 2])
notice('' =~ String[1])
notice('' =~ String)
