# as apt::backports, apt::ppa and apt::source call it
notice(fact('os.distro.codename'))
notice("${fact('os.distro.codename')}-backports")
notice(fact('os.release'))
notice(fact('networking.interfaces.eth0.bindings.0.address'))
notice(fact('nosuchfact'))
notice(fact('os.nosuchkey.deeper'))
