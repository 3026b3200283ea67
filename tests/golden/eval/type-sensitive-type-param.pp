notice(Sensitive[String])
notice(type(Sensitive('abc')))
notice(Sensitive(Sensitive('x')))
