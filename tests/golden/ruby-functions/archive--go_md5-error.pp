# four arguments are required (the function itself needs the network)
notice(go_md5('user', 'pass', 'file.tar.gz'))
