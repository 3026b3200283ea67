file { "__T__/d":
  ensure => absent,
}
