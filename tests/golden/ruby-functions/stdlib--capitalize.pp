# Puppet's own capitalize shadows stdlib's 3.x capitalize in the Puppet language:
# a template reaches stdlib's (scope.function_capitalize), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_capitalize(["hello world"]).inspect %>'))
notice(inline_template('<%= scope.function_capitalize([["abc", "def"]]).inspect %>'))
