notice(str2bool(3))
