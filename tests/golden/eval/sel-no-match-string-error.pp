notice('zzz' ? { 'a' => 1 })
