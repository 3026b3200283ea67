notice(module_directory(undef))
