file { "__T__/f":
  ensure => absent,
}
