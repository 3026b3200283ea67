unless false { notice('a') } else { notice('b') }
