$listen = '0.0.0.0'
$port = 8000
notice($listen.to_ruby)
notice($port.to_ruby)
notice(to_ruby(['a', 1, true, undef]))
