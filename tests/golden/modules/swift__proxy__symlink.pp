include swift::proxy::symlink
