notice(undef =~ /a/)
