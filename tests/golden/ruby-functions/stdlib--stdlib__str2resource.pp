# noop: `record-eval.sh --verify` applies the catalog to this machine
File { noop => true }
file { '/foo': ensure => directory }
notify { 'title with spaces': }
notice(stdlib::str2resource('File[/foo]'))
notice(stdlib::str2resource('Notify[title with spaces]'))
notice(stdlib::str2resource('File[/foo]') =~ Type[File])
