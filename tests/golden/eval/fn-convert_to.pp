notice('5'.convert_to(Integer))
notice('10'.convert_to(Integer, 16))
notice([[a, 1]].convert_to(Hash))
notice(1.convert_to(String))
