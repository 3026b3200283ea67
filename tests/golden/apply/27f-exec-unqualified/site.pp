file { "__T__/f":
  content => 'x',
}
exec { 'echo hi': }
