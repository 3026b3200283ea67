# Puppet's own floor shadows stdlib's 3.x floor in the Puppet language:
# a template reaches stdlib's (scope.function_floor), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_floor([3.8]).inspect %>'))
notice(inline_template('<%= scope.function_floor(["-3.2"]).inspect %>'))
