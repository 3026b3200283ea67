file { '/tmp/a':
  ensure => file,
  ensure => directory,
}
