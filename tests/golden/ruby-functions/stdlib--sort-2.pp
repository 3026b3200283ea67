# the corpus's own call: Puppet resolves it to its built-in sort, not to stdlib's 3.x function
$default_log_levels = { 'amqp' => 'WARN', 'sqlalchemy' => 'WARN', 'boto' => 'WARN' }
notice(join(sort(join_keys_to_values($default_log_levels, '=')), ','))
notice(join(sort(['b=1', 'a=2']), ','))
