notice(size('日本'))
