$u = undef
notice("[${u.length}]")
