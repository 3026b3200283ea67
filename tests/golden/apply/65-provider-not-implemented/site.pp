# a provider Puppet has but that cannot work here (pp: one it does not implement) fails its resource, and
# only its dependents; nothing else is applied through another provider
service { 'pp-no-such-service':
  ensure   => running,
  provider => upstart,
}
exec { 'never-run':
  command  => "/bin/touch __T__/ran",
  provider => windows,
}
file { "__T__/dependent":
  content => 'x',
  require => Service['pp-no-such-service'],
}
file { "__T__/independent":
  content => 'y',
}
