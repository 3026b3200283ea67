notice(undef ? { undef => 'is undef', default => 'no' })
