if true { $inner = 'visible' }
notice($inner)
