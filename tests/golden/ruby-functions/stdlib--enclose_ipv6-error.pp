notice(enclose_ipv6('not an address'))
