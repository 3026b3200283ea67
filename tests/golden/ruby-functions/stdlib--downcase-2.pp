# the corpus's own call: Puppet resolves it to its built-in downcase, not to stdlib's 3.x function
notice(downcase($facts['os']['family']))
notice(downcase('MAC') in ['none', 'mac', 'encrypt'])
