function pp_nonempty(Array[String, 1] $a) { $a }
notice(pp_nonempty([]))
