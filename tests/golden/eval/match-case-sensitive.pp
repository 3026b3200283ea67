notice('ABC' =~ /abc/)
notice('ABC' =~ /(?i)abc/)
