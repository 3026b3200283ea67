notice(get({'a.b' => 1}, '"a.b"'))
