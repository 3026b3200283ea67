# the corpus's own call: Puppet resolves it to its built-in getvar, not to stdlib's 3.x function
$ssl_opt = 'facts'
notice(getvar($ssl_opt) != undef)
notice(getvar('nosuchclass::serverversion'))
