$attrs = { 'ensure' => 'directory', 'mode' => '0700' }
file { '/tmp/d': * => $attrs }
