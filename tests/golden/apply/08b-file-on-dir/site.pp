file { "__T__/d":
  ensure => file,
}
