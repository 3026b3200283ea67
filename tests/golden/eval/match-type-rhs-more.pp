notice(1.0 =~ Float)
notice(1 =~ Float)
notice(undef =~ Undef)
notice({a => 1} =~ Hash[String, Integer])
