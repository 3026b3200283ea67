# needs the augeas Ruby bindings and the Passwd lens of this machine
validate_augeas("root:x:0:0:root:/root:/bin/bash\n", 'Passwd.lns')
validate_augeas("root:x:0:0:root:/root:/bin/bash\n", 'Passwd.lns', ['$file/foo'])
notice('valid')
