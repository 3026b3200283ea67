exec { 'env':
  command     => 'pwd; echo $FOO; umask; echo a; echo b',
  provider    => shell,
  cwd         => "__T__",
  environment => ['FOO=bar'],
  umask       => '0027',
  logoutput   => true,
}
