$a = Sensitive('x')
notice($a == $a)
notice(Sensitive('x') == Sensitive('x'))
