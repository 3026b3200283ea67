$f = 3.14
$g = 2.0
$e = 1e20
$s = 1e-7
notice("f=${f} g=${g} e=${e} s=${s}")
