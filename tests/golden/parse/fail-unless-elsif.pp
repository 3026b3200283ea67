unless false { notice('a') } elsif true { notice('b') }
