file { "__T__/f":
  content => "new\n",
}
