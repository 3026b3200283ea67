$a = _x::y
notice($a)
