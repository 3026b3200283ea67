$u = undef
$u.each |$v| { notice($v) }
