$x = 'ab' =~ /(a)(b)/
notice($x)
notice($1)
notice($2)
