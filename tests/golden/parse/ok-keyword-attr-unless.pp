exec { 'x':
  command => '/bin/true',
  unless  => '/bin/false',
}
