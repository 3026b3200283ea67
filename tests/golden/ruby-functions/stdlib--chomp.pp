# Puppet's own chomp shadows stdlib's 3.x chomp in the Puppet language:
# a template reaches stdlib's (scope.function_chomp), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_chomp(["hello\n"]).inspect %>'))
notice(inline_template('<%= scope.function_chomp([["a\r\n", "b"]]).inspect %>'))
