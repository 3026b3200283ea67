exec { 'mk':
  command => "/usr/bin/touch __T__/m",
  creates => "__T__/m",
}
