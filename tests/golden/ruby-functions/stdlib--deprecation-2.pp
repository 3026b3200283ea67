# the 3.x deprecation, as other 3.x functions reach it (scope.function_deprecation):
# silent unless STDLIB_LOG_DEPRECATIONS=true
notice(inline_template("<%= scope.function_deprecation(['mykey', 'this is deprecated']).inspect %>"))
