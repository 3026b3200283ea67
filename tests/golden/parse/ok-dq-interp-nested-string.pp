$x = 'in'
$a = "out ${ "mid ${x} mid" } out"
notice($a)
