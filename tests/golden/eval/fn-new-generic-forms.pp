notice(new(Integer, '5'))
notice(Integer.new('6'))
notice(Integer.new('17', 8))
