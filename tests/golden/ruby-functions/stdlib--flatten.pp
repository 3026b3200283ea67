# Puppet's own flatten shadows stdlib's 3.x flatten in the Puppet language:
# a template reaches stdlib's (scope.function_flatten), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_flatten([["a", ["b", ["c"]]]]).inspect %>'))
