$x = 1
notice(defined('$x'))
notice(defined('$nosuch'))
notice(defined('$facts'))
