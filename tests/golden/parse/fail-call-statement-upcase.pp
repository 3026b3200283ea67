$a = 'x'
upcase $a
