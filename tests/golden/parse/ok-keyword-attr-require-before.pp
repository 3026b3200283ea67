file { '/a': ensure => file }
file { '/b':
  ensure  => file,
  require => File['/a'],
  before  => [],
  notify  => [],
}
