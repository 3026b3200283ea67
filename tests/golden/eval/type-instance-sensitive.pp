notice(Sensitive('x') =~ Sensitive)
notice(Sensitive('x') =~ Sensitive[String])
notice(Sensitive(1) =~ Sensitive[String])
notice('x' =~ Sensitive)
