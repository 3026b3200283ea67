# Puppet's own lstrip shadows stdlib's 3.x lstrip in the Puppet language:
# a template reaches stdlib's (scope.function_lstrip), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_lstrip(["  abc  "]).inspect %>'))
