err('bad thing')
notice('continues after err')
