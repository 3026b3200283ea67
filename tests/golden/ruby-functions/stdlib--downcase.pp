# Puppet's own downcase shadows stdlib's 3.x downcase in the Puppet language:
# a template reaches stdlib's (scope.function_downcase), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_downcase(["Debian"]).inspect %>'))
notice(inline_template('<%= scope.function_downcase([["RedHat", "SUSE"]]).inspect %>'))
