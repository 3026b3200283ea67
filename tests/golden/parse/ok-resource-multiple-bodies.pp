file {
  '/tmp/a': ensure => file;
  '/tmp/b': ensure => directory, mode => '0755';
}
