$args = ['a', 'b']
notice(*$args)
notice(*[1, 2], 3)
