# Puppet's own unique shadows stdlib's 3.x unique in the Puppet language:
# a template reaches stdlib's (scope.function_unique), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_unique([["a", "b", "a"]]).inspect %>'))
notice(inline_template('<%= scope.function_unique(["aabbc"]).inspect %>'))
