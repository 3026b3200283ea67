notice(regexpescape('[a-z]*.conf'))
notice(regexpescape(['a.b', '(c)']))
