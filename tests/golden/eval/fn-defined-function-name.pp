notice(defined('notice'))
