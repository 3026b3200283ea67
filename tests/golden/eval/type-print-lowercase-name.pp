notice(integer)
notice(Integer =~ Type)
