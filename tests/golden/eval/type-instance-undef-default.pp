notice(undef =~ Undef)
notice('' =~ Undef)
notice(default =~ Default)
notice('default' =~ Default)
