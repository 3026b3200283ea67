$i = 42
$n = -7
$h = 0x10
notice("i=${i} n=${n} hex=${h}")
