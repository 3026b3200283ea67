notice(Variant[])
notice(1 =~ Variant[])
