# as mysql::db and friends call it
notice(mysql::password('secret'))
notice(mysql::password(''))
notice(mysql::password('*14E65567ABDB5135D0CFD9A70B3032C179A49EE7'))
