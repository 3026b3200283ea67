# Puppet's own sort shadows stdlib's 3.x sort in the Puppet language:
# a template reaches stdlib's (scope.function_sort), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_sort([["c", "a", "b"]]).inspect %>'))
notice(inline_template('<%= scope.function_sort(["cab"]).inspect %>'))
