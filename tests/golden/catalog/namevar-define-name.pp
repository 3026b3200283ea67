define ppdef($x = 1) { notify { "in ${title} ${name}": } }
ppdef { 'one': name => 'uno' }
ppdef { 'two': }
