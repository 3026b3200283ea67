notice(getparam(File["/tmp/x"], 1))
