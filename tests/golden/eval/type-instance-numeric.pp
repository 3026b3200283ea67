notice(1 =~ Numeric)
notice(1.5 =~ Numeric)
notice('1' =~ Numeric)
