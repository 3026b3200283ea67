file { '/tmp/a':
  ensure => file,
  mode   => '0644',
}
