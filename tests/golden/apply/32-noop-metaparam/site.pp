file { "__T__/nt":
  content => 'x',
  noop    => true,
}
~> exec { 'r1':
  command     => '/bin/true',
  refreshonly => true,
}
file { "__T__/nf":
  content => 'y',
  noop    => false,
}
~> exec { 'r2':
  command     => '/bin/true',
  refreshonly => true,
}
