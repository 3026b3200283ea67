file { "__T__/p/sub/file":
  content => "leaf\n",
}
file { "__T__/p/sub":
  ensure => directory,
}
file { "__T__/p":
  ensure => directory,
}
