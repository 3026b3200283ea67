notice(Enum[])
notice('a' =~ Enum[])
