exec { 'g1':
  command => "/usr/bin/touch __T__/g1",
  onlyif  => '/bin/false',
}
exec { 'g2':
  command => "/usr/bin/touch __T__/g2",
  unless  => '/bin/true',
}
exec { 'r3':
  command => "/bin/sh -c 'exit 3'",
  returns => [0, 3],
}
