notice(load_module_metadata('nosuchmodule'))
