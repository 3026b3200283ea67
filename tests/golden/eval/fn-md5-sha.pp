notice(md5('abc'))
notice(sha1('abc'))
notice(sha256('abc'))
