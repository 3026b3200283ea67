# noop: `record-eval.sh --verify` applies the catalog to this machine
User { noop => true }
ensure_resources('user', { 'dan' => { 'gid' => 'mygroup', 'uid' => '600' }, 'alex' => { 'gid' => 'mygroup' } }, { 'ensure' => 'present' })
notice(getparam(User['dan'], 'uid'))
notice(getparam(User['alex'], 'ensure'))
