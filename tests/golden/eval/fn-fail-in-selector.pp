$x = 'bad'
$y = $x ? { 'good' => 1, default => fail("unsupported ${x}") }
