file { "__T__/d":
  ensure => present,
}
