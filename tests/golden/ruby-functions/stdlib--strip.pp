# Puppet's own strip shadows stdlib's 3.x strip in the Puppet language:
# a template reaches stdlib's (scope.function_strip), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_strip(["  abc  "]).inspect %>'))
notice(inline_template('<%= scope.function_strip([[" a ", "b "]]).inspect %>'))
