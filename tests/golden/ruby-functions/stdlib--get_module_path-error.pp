notice(get_module_path('nosuchmodule'))
