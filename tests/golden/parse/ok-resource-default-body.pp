file {
  default: mode => '0644';
  '/tmp/a': ensure => file;
  '/tmp/b': ;
}
