$a = ['zero', 'one']
$h = {'k' => 'v'}
notice("${a[1]} ${h['k']} ${h[k]}")
