# Puppet's own abs shadows stdlib's 3.x abs in the Puppet language:
# a template reaches stdlib's (scope.function_abs), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_abs([-34.56]).inspect %>'))
notice(inline_template('<%= scope.function_abs(["-34"]).inspect %>'))
notice(inline_template('<%= scope.function_abs([7]).inspect %>'))
