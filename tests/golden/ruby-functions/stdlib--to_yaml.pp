notice(to_yaml({ 'a' => [1, 'two', true], 'b' => { 'c' => undef } }))
notice(to_yaml({ 'a' => { 'b' => [1, 2] } }, { indentation => 4 }))
notice(to_yaml('string'))
