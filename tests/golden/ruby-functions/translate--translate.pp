# as mysql::server::backup and mysql::bindings call it
notice(translate("The 'prescript' option is not currently implemented for the %{provider} backup provider.", { 'provider' => 'xtrabackup' }))
notice(translate('::mysql::bindings::php does not need to be managed by puppet on %{osfamily}', { 'osfamily' => $facts['os']['family'] }))
notice(translate('plain message'))
