# noop: `record-eval.sh --verify` applies the catalog to this machine
Keystone_config { noop => true }
# as keystone::ldap_backend calls it: keystone_config is keystone's own Ruby type
keystone_config { 'identity/domain_specific_drivers_enabled': value => true }
$domain_enabled = getparam(Keystone_config['identity/domain_specific_drivers_enabled'], 'value')
notice($domain_enabled)
notice(bool2num($domain_enabled) == 0)
notice(getparam(Keystone_config['identity/domain_config_dir'], 'value'))
