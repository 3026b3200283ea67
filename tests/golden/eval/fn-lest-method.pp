$h = {a => 1}
notice($h['b'].lest || { 'missing' })
