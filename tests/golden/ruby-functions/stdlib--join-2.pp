# the corpus's own call: Puppet resolves it to its built-in join, not to stdlib's 3.x function
$options = ['timeout=1', 'lbmethod=byrequests']
notice(" ${join($options, ' ')}")
notice(join(['a', 'b'], ''))
