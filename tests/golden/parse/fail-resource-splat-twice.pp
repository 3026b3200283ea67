$h = {}
file { '/tmp/a':
  * => $h,
  * => $h,
}
