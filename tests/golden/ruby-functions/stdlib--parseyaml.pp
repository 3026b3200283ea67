notice(parseyaml("---\na: 1\nb: [x, true]\nc:\n"))
notice(parseyaml('"a string"'))
notice(parseyaml("a: [unclosed", { 'default' => 'value' }))
