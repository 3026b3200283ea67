file { "__T__/f":
  mode => '644',
}
file { "__T__/g":
  mode => 'u=rw,go=r',
}
