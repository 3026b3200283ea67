# the corpus's own call: Puppet resolves it to its built-in values, not to stdlib's 3.x function
$directories = { 'incoming' => { 'path' => '/var/spool/incoming' } }
$values = values($directories)
notice($values)
notice(size($values) > 0 and is_hash($values[0]))
