# as cinder::config and cinder::scheduler call it
validate_legacy(Hash, 'validate_hash', { 'DEFAULT/debug' => { 'value' => true } })
validate_legacy(Boolean, 'validate_bool', true)
validate_legacy('Optional[String]', 'validate_string', undef)
validate_legacy(Stdlib::Compat::Absolute_path, 'validate_absolute_path', '/etc/cinder')
notice('valid')
