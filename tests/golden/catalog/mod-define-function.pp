ppmod::deep::thing { 'one': }
ppmod::deep::thing { 'two': content => 'x', owner => 'root' }
