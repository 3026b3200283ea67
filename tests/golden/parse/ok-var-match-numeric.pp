if 'ab' =~ /(a)(b)/ { notice($0, $1, $2) }
