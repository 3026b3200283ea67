notice({a => 1} =~ Hash[String, Integer])
notice({a => 'x'} =~ Hash[String, Integer])
notice({1 => 1} =~ Hash[String, Integer])
notice({} =~ Hash[String, Integer, 1])
