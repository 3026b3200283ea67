$top = 'top'
node default { $n = 'node var' notify { "${top} ${n}": } }
