$h = { 'ensure' => 'file' }
file { '/tmp/a':
  * => $h,
  mode => '0644',
}
