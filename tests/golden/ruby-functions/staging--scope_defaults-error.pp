notice(scope_defaults('Exec'))
