file { "__T__/c":
  content => 'v2',
}
~> exec { 'r':
  command     => '/bin/echo reloaded',
  refreshonly => true,
  logoutput   => true,
}
