# Puppet's own type shadows stdlib's 3.x type in the Puppet language:
# a template reaches stdlib's (scope.function_type), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_type(["abc"]).inspect %>'))
notice(inline_template('<%= scope.function_type([[1]]).inspect %>'))
notice(inline_template('<%= scope.function_type([{}]).inspect %>'))
notice(inline_template('<%= scope.function_type([true]).inspect %>'))
notice(inline_template('<%= scope.function_type([1]).inspect %>'))
notice(inline_template('<%= scope.function_type([1.5]).inspect %>'))
