$s = Sensitive('secret')
notice("s=${s}")
