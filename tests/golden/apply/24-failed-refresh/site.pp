file { "__T__/c":
  content => 'c',
}
~> exec { 'bad':
  command     => '/bin/false',
  refreshonly => true,
}
-> notify { 'after': }
