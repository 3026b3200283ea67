notice(File['/tmp'] =~ Type[Resource])
notice(Class['x'] =~ Type[Class])
