class pp_exists {}
notice(defined('pp_exists'))
notice(defined('pp_not_there'))
notice(defined(Class['pp_exists']))
include pp_exists
notice(defined(Class['pp_exists']))
