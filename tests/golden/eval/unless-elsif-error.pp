unless true { notice(a) } elsif true { notice(b) }
