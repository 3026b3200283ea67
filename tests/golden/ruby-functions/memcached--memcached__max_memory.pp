# as memcached's templates call it; the percentage form reads the memorysize fact
$max_memory = '50%'
notice(inline_template("-m <%= scope.call_function('memcached::max_memory', [@max_memory]) %>"))
notice(memcached::max_memory(2048))
notice(memcached::max_memory('512'))
notice(memcached::max_memory(undef))
