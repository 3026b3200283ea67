notice(mysql::password(42))
