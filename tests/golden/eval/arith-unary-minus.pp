notice(-(3))
notice(-(-3))
notice(-1.5)
$x = 4
notice(-$x)
