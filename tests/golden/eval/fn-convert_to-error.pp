notice('x'.convert_to(Integer))
