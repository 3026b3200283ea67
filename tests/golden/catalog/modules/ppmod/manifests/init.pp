class ppmod (
  String $greeting = 'hello',
  Ppmod::Port $port = 8080,
) {
  notify { "ppmod ${greeting} ${port}": }
  file { '/tmp/ppmod':
    ensure => directory,
  }
}
