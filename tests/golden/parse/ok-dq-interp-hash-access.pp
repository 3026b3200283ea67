$h = { 'k' => 'v' }
$a = "${h['k']} ${h[k]}"
notice($a)
