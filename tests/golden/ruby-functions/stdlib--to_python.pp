$listen = '0.0.0.0'
$port = 8000
notice($listen.to_python)
notice($port.to_python)
notice(to_python({ 'a' => [true, false, undef], 'b' => 1.5 }))
