notice(strip([' a ', "\tb\n"]))
notice(lstrip(["  x"]))
notice(rstrip(["y  "]))
