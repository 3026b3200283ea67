file { "__T__/a":
  content => 'a',
}
file { "__T__/b":
  content => 'b',
}
exec { 'r':
  command     => "/bin/sh -c 'echo run >> __T__/log'",
  refreshonly => true,
  subscribe   => [File["__T__/a"], File["__T__/b"]],
}
