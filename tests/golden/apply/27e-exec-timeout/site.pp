exec { 'slow':
  command => '/bin/sleep 5',
  timeout => 1,
}
