notice(9223372036854775807 =~ Integer)
notice(-9223372036854775807 =~ Integer[default, 0])
