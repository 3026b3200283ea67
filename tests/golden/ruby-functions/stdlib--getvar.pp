# Puppet's own getvar shadows stdlib's 3.x getvar in the Puppet language:
# a template reaches stdlib's (scope.function_getvar), as corpus templates reach 3.x functions
$serverversion = '7.23.0'
notice(inline_template('<%= scope.function_getvar(["serverversion"]).inspect %>'))
notice(inline_template('<%= scope.function_getvar(["facts"])["os"]["family"].inspect %>'))
notice(inline_template('<%= scope.function_getvar(["nosuchclass::nosuchvar"]).inspect %>'))
