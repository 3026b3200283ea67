# as swift::proxy and ipaclient::sudoers call it
$pipeline = ['catch_errors', 'healthcheck', 'cache', 'tempauth', 'proxy-server']
notice(member($pipeline, 'tempauth'))
notice(member($pipeline, 'keystone'))
notice(member(split(regsubst('_srv_, ipa.example.com', '\s+', '', 'G'), ','), '_srv_'))
notice(member(['a', 'b', 'c'], ['a', 'c']))
