function pp_opts(Hash $o) { $o }
notice(pp_opts(a => 1, b => 2))
