touch b.conf.getfail
