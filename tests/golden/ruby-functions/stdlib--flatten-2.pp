# the corpus's own call: Puppet resolves it to its built-in flatten, not to stdlib's 3.x function
notice(delete_undef_values(flatten([['^/old$ /new [R]', undef], ['x']])))
