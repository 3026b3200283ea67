notice(Array[Integer])
notice(Hash[String, Integer, 1, 2])
notice(String[1, 5])
