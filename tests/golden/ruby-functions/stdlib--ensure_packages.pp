# noop: `record-eval.sh --verify` applies the catalog to this machine
Package { noop => true }
# as apt::key and friends call it
ensure_packages(['gnupg'])
ensure_packages(['gnupg'])
ensure_packages('curl', { 'ensure' => 'latest' })
ensure_packages({ 'ksh' => { 'ensure' => '20.0.0' }, 'zsh' => {} }, { 'ensure' => 'present' })
notice(defined(Package['gnupg']))
notice(getparam(Package['gnupg'], 'ensure'))
notice(getparam(Package['curl'], 'ensure'))
notice(getparam(Package['ksh'], 'ensure'))
notice(getparam(Package['zsh'], 'ensure'))
