# as ssh::client::config::user calls it
validate_re('present', '^(present|absent)$')
validate_re('absent', ['^present$', '^absent$'])
notice('valid')
