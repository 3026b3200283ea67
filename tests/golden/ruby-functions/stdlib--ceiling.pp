# Puppet's own ceiling shadows stdlib's 3.x ceiling in the Puppet language:
# a template reaches stdlib's (scope.function_ceiling), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_ceiling([3.2]).inspect %>'))
notice(inline_template('<%= scope.function_ceiling(["-3.8"]).inspect %>'))
