# the corpus's own call: Puppet resolves it to its built-in empty, not to stdlib's 3.x function
notice(!empty({ 'worker_mantain' => 60 }))
notice(empty([]))
notice(empty(''))
