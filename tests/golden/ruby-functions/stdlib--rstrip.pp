# Puppet's own rstrip shadows stdlib's 3.x rstrip in the Puppet language:
# a template reaches stdlib's (scope.function_rstrip), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_rstrip(["  abc  "]).inspect %>'))
