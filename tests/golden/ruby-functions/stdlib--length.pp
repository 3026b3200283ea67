# Puppet's own length wins over stdlib's 4.x length: this is Puppet's
notice(length([1, 2, 3]))
notice(length('abcd'))
notice(length({ 'a' => 1 }))
