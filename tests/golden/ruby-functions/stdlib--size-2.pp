# the corpus's own call: Puppet resolves it to its built-in size, not to stdlib's 3.x function
notice(size(any2array('file')) > 1)
notice(size(['vxlan']) > 0)
