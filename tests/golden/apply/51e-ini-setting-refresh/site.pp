# ini_setting is refreshable: with refreshonly the value is only written when an event arrives (and always
# counts as in sync), without it a refresh does nothing but is still reported
file { "__T__/trigger":
  content => 'v1',
}
~> ini_setting { 'on-refresh':
  path        => "__T__/r.ini",
  section     => 'main',
  setting     => 'restarted',
  value       => 'yes',
  refreshonly => true,
}
file { "__T__/trigger2":
  content => 'v1',
}
~> ini_setting { 'plain':
  path    => "__T__/r.ini",
  section => 'main',
  setting => 'p',
  value   => '1',
}
