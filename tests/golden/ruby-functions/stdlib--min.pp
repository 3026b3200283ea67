# Puppet's own min shadows stdlib's 3.x min in the Puppet language:
# a template reaches stdlib's (scope.function_min), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_min([1, 5, 3]).inspect %>'))
notice(inline_template('<%= scope.function_min(["b", "a"]).inspect %>'))
notice(inline_template('<%= scope.function_min(["10", "9"]).inspect %>'))
