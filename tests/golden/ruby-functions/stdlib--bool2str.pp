# as swift::storage::policy calls it
notice(bool2str(true))
notice(bool2str(false))
notice(bool2str(true, 'yes', 'no'))
notice(bool2str(false, 'on', 'off'))
