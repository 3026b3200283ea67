notice(/^a.*z$/)
notice(Regexp('a+b'))
notice(type(Regexp('x')))
