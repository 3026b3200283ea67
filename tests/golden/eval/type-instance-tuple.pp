notice([1, 'a'] =~ Tuple[Integer, String])
notice(['a', 1] =~ Tuple[Integer, String])
notice([1] =~ Tuple[Integer, String])
