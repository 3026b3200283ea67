notice(parsejson('{"a": [1, 2.5, true, null], "b": "x"}'))
notice(parsejson('"a string"'))
notice(parsejson('{ broken', { 'default' => 'value' }))
