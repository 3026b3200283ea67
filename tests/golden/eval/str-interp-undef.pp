$u = undef
notice("[${u}]")
notice("[$u]")
