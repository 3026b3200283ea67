notice(String(undef, '%p'))
notice(String(undef, '%s'))
notice(String(undef, '%d'))
