notice({a => 'str'}.dig(a, b))
