notice(chomp(undef))
