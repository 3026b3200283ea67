exec { 'c':
  command => '/bin/true',
  onlyif  => "/bin/sh -c 'touch __T__/checked'",
}
