# the corpus's own call: Puppet resolves it to its built-in upcase, not to stdlib's 3.x function
notice(upcase('example.com'))
notice(upcase(['select', 'insert']))
