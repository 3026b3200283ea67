notice(parsepson('{"a":"1","b":"2"}'))
notice(parsepson('[1, 2.5, null, true]'))
notice(parsepson('not pson', { 'default' => 'value' }))
