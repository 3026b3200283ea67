# the current time: only its shape is checked
$t = time()
notice($t =~ Integer)
notice($t > 1600000000)
notice(time('UTC') =~ Integer)
