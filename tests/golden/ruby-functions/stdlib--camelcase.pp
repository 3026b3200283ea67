# Puppet's own camelcase shadows stdlib's 3.x camelcase in the Puppet language:
# a template reaches stdlib's (scope.function_camelcase), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_camelcase(["abc_def"]).inspect %>'))
notice(inline_template('<%= scope.function_camelcase([["abc_def", "x_y_z"]]).inspect %>'))
