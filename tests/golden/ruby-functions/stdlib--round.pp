# Puppet's own round shadows stdlib's 3.x round in the Puppet language:
# a template reaches stdlib's (scope.function_round), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_round([3.5]).inspect %>'))
notice(inline_template('<%= scope.function_round([-3.5]).inspect %>'))
notice(inline_template('<%= scope.function_round([2.4]).inspect %>'))
