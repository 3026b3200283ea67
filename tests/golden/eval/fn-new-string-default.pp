notice(String(default))
notice(String(default, '%p'))
