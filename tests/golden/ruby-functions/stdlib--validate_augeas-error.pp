# needs the augeas Ruby bindings and the Passwd lens of this machine
validate_augeas("foo:x:1000:1000::/home/foo:/bin/sh\n", 'Passwd.lns', ['$file/foo'], 'no user foo allowed')
