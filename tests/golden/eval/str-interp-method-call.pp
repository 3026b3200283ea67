$s = 'hello'
notice("${s.upcase} ${s.length}")
