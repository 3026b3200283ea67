# ensure => absent: the setting's line goes; a section left with only its header goes too, one that still
# holds a comment stays; a setting that is not there is nothing to do
ini_setting { 'rm-x':
  ensure  => absent,
  path    => "__T__/r.ini",
  section => 'a',
  setting => 'x',
}
ini_setting { 'rm-only':
  ensure  => absent,
  path    => "__T__/r.ini",
  section => 'b',
  setting => 'only',
}
ini_setting { 'rm-z':
  ensure  => absent,
  path    => "__T__/r.ini",
  section => 'c',
  setting => 'z',
}
ini_setting { 'rm-missing':
  ensure  => absent,
  path    => "__T__/r.ini",
  section => 'a',
  setting => 'nope',
}
