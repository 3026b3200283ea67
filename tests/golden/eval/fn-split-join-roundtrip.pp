$s = 'a,b,c'
notice(split($s, ',').join(','))
notice(split($s, ',').join(',') == $s)
