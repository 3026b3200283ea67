notice(bool2str(true), bool2str(false, "on", "off"), bool2num("yes"), bool2num(false), num2bool("2.5"), num2bool(0), num2bool(-1))
notice(any2bool("1"), any2bool("no"), any2bool(undef), any2bool([]), any2bool(0.5), any2bool(2))
