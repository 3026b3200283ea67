$s = Sensitive('pw')
notice($s)
notice(Sensitive.new('x'))
notice(new(Sensitive, 'y'))
