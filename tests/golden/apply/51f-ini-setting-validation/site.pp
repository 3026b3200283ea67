# setting's munge calls Puppet.warn for surrounding spaces, which Ruby refuses (a private method): the
# catalog is not applied
file { "__T__/untouched":
  content => 'x',
}
ini_setting { 'spaces':
  path    => "__T__/x.ini",
  section => 'main',
  setting => ' key ',
  value   => 'v',
}
