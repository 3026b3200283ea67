# Puppet's own upcase shadows stdlib's 3.x upcase in the Puppet language:
# a template reaches stdlib's (scope.function_upcase), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_upcase(["abc"]).inspect %>'))
notice(inline_template('<%= scope.function_upcase([["a", "b"]]).inspect %>'))
