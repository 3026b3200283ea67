# Puppet's own join shadows stdlib's 3.x join in the Puppet language:
# a template reaches stdlib's (scope.function_join), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_join([["a", "b", "c"], ","]).inspect %>'))
notice(inline_template('<%= scope.function_join([["a", "b", "c"]]).inspect %>'))
