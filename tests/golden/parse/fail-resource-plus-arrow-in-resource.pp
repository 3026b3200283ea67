file { '/tmp/a':
  require +> File['/tmp'],
}
