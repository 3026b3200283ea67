# Puppet's own keys shadows stdlib's 3.x keys in the Puppet language:
# a template reaches stdlib's (scope.function_keys), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_keys([{"a" => 1, "b" => 2}]).inspect %>'))
