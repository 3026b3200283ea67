notice('abc' =~ /b/)
notice('abc' =~ /x/)
notice('abc' !~ /x/)
notice('abc' !~ /a/)
