# Puppet's own empty shadows stdlib's 3.x empty in the Puppet language:
# a template reaches stdlib's (scope.function_empty), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_empty([""]).inspect %>'))
notice(inline_template('<%= scope.function_empty([[]]).inspect %>'))
notice(inline_template('<%= scope.function_empty([{"a" => 1}]).inspect %>'))
notice(inline_template('<%= scope.function_empty([0]).inspect %>'))
