$x = 1
$y = $x ? {
  1       => 'one',
  default => 'other',
}
notice($y)
