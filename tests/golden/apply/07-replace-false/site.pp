file { "__T__/e":
  content => 'a',
  replace => false,
}
file { "__T__/n":
  content => 'a',
  replace => false,
}
