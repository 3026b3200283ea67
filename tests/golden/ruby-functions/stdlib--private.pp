# 'private' is a reserved word of the Puppet language: private() cannot be
# called from a manifest; a template in the class reaches it (scope.function_private)
class private_demo {
  $r = inline_template('<%= scope.function_private([]).inspect %>')
  notice($r)
}
include private_demo
