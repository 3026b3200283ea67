# as ssh::init and ssh::client::config::user call it
validate_bool(false)
validate_bool(true, false)
notice('valid')
