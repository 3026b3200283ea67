# noop: `record-eval.sh --verify` applies the catalog to this machine
User { noop => true }
user { 'dan': ensure => present }
notice(defined_with_params(User['dan'], { 'ensure' => 'present' }))
notice(defined_with_params(User['dan'], { 'ensure' => 'absent' }))
notice(defined_with_params('User[dan]', {}))
notice(defined_with_params(User['bob'], {}))
