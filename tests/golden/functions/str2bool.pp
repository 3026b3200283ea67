notice(str2bool("yes"), str2bool("T"), str2bool("0"), str2bool(""), str2bool(true), str2bool("undef"))
