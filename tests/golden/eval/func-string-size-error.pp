function pp_size(String[3] $s) { $s }
notice(pp_size('ab'))
