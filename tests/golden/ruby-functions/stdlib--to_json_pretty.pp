# the examples of its doc string
notice(to_json_pretty({ 'param_one' => 'value', 'param_two' => undef }))
notice(to_json_pretty({ 'param_one' => 'value', 'param_two' => undef }, true))
notice(to_json_pretty({ 'param_one' => 'value', 'param_two' => { 'param_more' => 42 } }, false, { indent => '    ' }))
notice(to_json_pretty([1, [2, { 'x' => undef }]], true))
