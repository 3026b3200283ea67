function pp_pat(Pattern[/^\d+$/] $s) { $s }
notice(pp_pat('123'))
notice(pp_pat('12a'))
