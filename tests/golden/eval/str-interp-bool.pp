$t = true
$f = false
notice("t=${t} f=${f}")
