function pp_hash(Hash[String, Integer] $h) { $h }
notice(pp_hash({a => 1, b => 'x'}))
