case 1 { default: {} default: {} }
$a = 1 ? { default => 1, default => 2 }
