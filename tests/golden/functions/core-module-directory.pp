# module_directory(): the path of the first module found, undef when none
notice(module_directory('rsync'))
notice(module_directory('nosuchmodule', 'stdlib'))
notice(module_directory(['nosuchmodule', 'ntp']))
notice(module_directory('nosuchmodule') == undef)
notice(module_directory('') == undef)
notice(module_directory() == undef)
