notice(type(3.reverse_each, generalized))
