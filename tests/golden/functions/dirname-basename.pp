notice(dirname("/etc/puppet/x.conf"), dirname("x"), dirname("/x"), dirname("/a/b/"), dirname("a//b"))
notice(basename("/etc/x.conf"), basename("/etc/x.conf", ".conf"), basename("x.tar.gz", ".*"), basename("/"), basename("a/b/"))
