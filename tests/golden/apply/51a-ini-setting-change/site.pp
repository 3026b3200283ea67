# several settings of one file: a value changed in place (its spacing kept), a new setting at the end of its
# section before the blank line and indented like its neighbours, one placed after its commented-out
# version, a new section at the end, the global section, and a Boolean value
ini_setting { 'change':
  path    => "__T__/app.ini",
  section => 'server',
  setting => 'port',
  value   => '8080',
}
ini_setting { 'add-to-section':
  path    => "__T__/app.ini",
  section => 'server',
  setting => 'workers',
  value   => '4',
}
ini_setting { 'after-comment':
  path    => "__T__/app.ini",
  section => 'server',
  setting => 'timeout',
  value   => '60',
}
ini_setting { 'new-section':
  path    => "__T__/app.ini",
  section => 'cache',
  setting => 'size',
  value   => '10',
}
ini_setting { 'global':
  path    => "__T__/app.ini",
  section => '',
  setting => 'debug',
  value   => true,
}
ini_setting { 'unchanged':
  path    => "__T__/app.ini",
  section => 'server',
  setting => 'host',
  value   => ' localhost ',
}
ini_setting { 'client':
  path    => "__T__/app.ini",
  section => 'client',
  setting => 'name',
  value   => 'new',
}
