notice(Integer != String)
notice(Integer[1] != Integer[1, default])
