notice(mysql_password('a', 'b'))
