notice(String({a => 1}, '%p'))
notice(String({a => 1}, '%s'))
notice(String({a => 1}, '%a'))
