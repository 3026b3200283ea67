file { "__T__/o":
  content => 'o',
  owner   => 'no_such_user_pp',
}
file { "__T__/ok":
  content => 'ok',
}
