file { "__T__/p":
  ensure  => directory,
  require => File["__T__/p/c"],
}
file { "__T__/p/c":
  content => 'c',
}
