notice(/b/ in 'abc')
notice(/B/ in 'abc')
