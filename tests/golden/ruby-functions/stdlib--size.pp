# Puppet's own size shadows stdlib's 3.x size in the Puppet language:
# a template reaches stdlib's (scope.function_size), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_size([["a", "b"]]).inspect %>'))
notice(inline_template('<%= scope.function_size(["abcd"]).inspect %>'))
notice(inline_template('<%= scope.function_size([{"a" => 1}]).inspect %>'))
