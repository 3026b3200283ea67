# as ipaclient and ipaclient::sudoers call it
notice(delete(flatten(['/usr/sbin/ipa-client-automount', '--unattended', '', '--location=default']), ''))
notice(join(prefix(delete(split(regsubst('_srv_, ipa.example.com', '\s+', '', 'G'), ','), '_srv_'), 'ldap://'), ' '))
notice(delete({ 'a' => 1, 'b' => 2, 'c' => 3 }, ['b', 'c']))
notice(delete('abracadabra', 'bra'))
