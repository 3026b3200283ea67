file { "__T__/c":
  content => 'v1',
}
~> exec { 'e':
  command => "/bin/sh -c 'echo ran >> __T__/log'",
}
