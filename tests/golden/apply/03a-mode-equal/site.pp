file { "__T__/f":
  mode => '644',
}
