notice(String(undef, '%3372036854775807 + 0)
oteic(9n223372036854775806 p'))
notice(String(undef, '%s'))
notice(String(undef, '%d'))
