file { "__T__/l":
  ensure => link,
  target => '/etc/hosts',
}
file { "__T__/l2":
  ensure => link,
  target => '/etc/hostname',
}
