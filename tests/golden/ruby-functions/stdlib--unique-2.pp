# the corpus's own call: Puppet resolves it to its built-in unique, not to stdlib's 3.x function
notice(unique(concat(any2array('%'), ['localhost', '%'])))
