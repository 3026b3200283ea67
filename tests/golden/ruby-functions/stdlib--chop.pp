# Puppet's own chop shadows stdlib's 3.x chop in the Puppet language:
# a template reaches stdlib's (scope.function_chop), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_chop(["hello\n"]).inspect %>'))
notice(inline_template('<%= scope.function_chop(["abc"]).inspect %>'))
notice(inline_template('<%= scope.function_chop([["ab", "cd"]]).inspect %>'))
