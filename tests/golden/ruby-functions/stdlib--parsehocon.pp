notice(parsehocon('{"a": 1, "b": [true, "x"]}'))
notice(parsehocon('key = value, nested { x = 1, y = ${nested.x} }'))
notice(parsehocon('{ unbalanced', 'the default'))
