# as ssh::hostkeys calls it: the addresses of the interfaces fact, except lo
notice(ipaddresses())
