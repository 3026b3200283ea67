exec { 't2':
  command => '/bin/false',
  tries   => 2,
}
