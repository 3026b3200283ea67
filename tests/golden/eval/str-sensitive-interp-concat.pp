$s = Sensitive('pw')
notice("user:${s}")
notice(String($s))
