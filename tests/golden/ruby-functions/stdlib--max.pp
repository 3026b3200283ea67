# Puppet's own max shadows stdlib's 3.x max in the Puppet language:
# a template reaches stdlib's (scope.function_max), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_max([1, 5, 3]).inspect %>'))
notice(inline_template('<%= scope.function_max(["b", "a"]).inspect %>'))
notice(inline_template('<%= scope.function_max(["10", "9"]).inspect %>'))
