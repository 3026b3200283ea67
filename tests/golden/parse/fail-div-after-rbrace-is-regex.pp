$h = { 'a' => 4 }
$x = $h ? { default => 8 } / 2
$y = 4 / 2
