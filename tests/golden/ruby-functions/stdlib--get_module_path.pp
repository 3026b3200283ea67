notice(get_module_path('stdlib'))
