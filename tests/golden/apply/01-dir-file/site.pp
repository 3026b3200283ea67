file { "__T__/d":
  ensure => directory,
}
file { "__T__/d/f":
  content => "v1\n",
  mode    => '0640',
}
