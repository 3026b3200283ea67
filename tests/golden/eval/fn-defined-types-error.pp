notice(defined('file'))
notice(defined(File))
notice(defined('pp_nope'))
notice(defined(Integer))
