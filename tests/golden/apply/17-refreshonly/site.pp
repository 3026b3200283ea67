file { "__T__/c":
  content => 'v1',
}
~> exec { 'r':
  command     => '/bin/echo reloaded',
  refreshonly => true,
  logoutput   => true,
}
