# stdlib's own 4.x merge shadows stdlib's 3.x merge in the Puppet language:
# a template reaches stdlib's (scope.function_merge), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_merge([{"one" => 1, "two" => 2}, {"two" => "dos", "three" => "tres"}]).to_a.inspect %>'))
