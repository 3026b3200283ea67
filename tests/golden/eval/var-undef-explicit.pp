$u = undef
notice($u == undef)
notice(defined('$u'))
