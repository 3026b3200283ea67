notice(['a', "b c", 'd\'e'])
notice("${['a', "b c"]}")
