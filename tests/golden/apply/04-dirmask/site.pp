file { "__T__/d":
  ensure => directory,
  mode   => '0644',
}
