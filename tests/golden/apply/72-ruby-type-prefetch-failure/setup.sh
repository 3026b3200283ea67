mkdir conf
touch conf/a.ini.prefetchfail
