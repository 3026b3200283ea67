# a missing file is created (0644 under umask 022) after the directory it autorequires, though that is
# declared last; a setting without a section goes to the top of the file
ini_setting { 'new-file':
  path    => "__T__/conf.d/new.ini",
  section => 'main',
  setting => 'a',
  value   => '1',
}
ini_setting { 'new-file-2':
  path    => "__T__/conf.d/new.ini",
  section => 'main',
  setting => 'b',
  value   => '2',
}
ini_setting { 'global-only':
  path    => "__T__/conf.d/g.ini",
  setting => 'top',
  value   => 'yes',
}
ini_setting { 'section-only':
  path    => "__T__/conf.d/g.ini",
  section => 'empty',
}
file { "__T__/conf.d":
  ensure => directory,
}
