file { "__T__/f":
  content => 'x',
}
~> notify { 'n': }
