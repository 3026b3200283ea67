notice(mysql_password('secret'))
notice(mysql_password(''))
