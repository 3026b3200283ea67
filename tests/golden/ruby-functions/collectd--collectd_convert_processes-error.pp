notice(collectd_convert_processes('alone'))
