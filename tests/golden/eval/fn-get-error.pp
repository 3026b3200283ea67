notice(get({a => 'str'}, 'a.b'))
