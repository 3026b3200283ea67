# Puppet's own values shadows stdlib's 3.x values in the Puppet language:
# a template reaches stdlib's (scope.function_values), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_values([{"a" => 1, "b" => 2}]).inspect %>'))
