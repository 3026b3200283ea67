# as redis::config and redis::instance call it
$redis_server_version = '6.0.16'
notice(pick(getvar_emptystring('service_provider'), false))
notice(pick(getvar_emptystring('redis_server_version'), '3.2.1'))
notice(getvar_emptystring('facts')['os']['family'])
notice(getvar_emptystring('nosuchclass::nosuchvar') == '')
