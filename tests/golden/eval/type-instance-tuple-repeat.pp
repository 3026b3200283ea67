$t = Tuple[String, Integer, 1, 3]
notice(['a'] =~ $t)
notice(['a', 1, 2] =~ $t)
notice(['a', 1, 2, 3] =~ $t)
