function pp_tuple(Tuple[String, Integer] $t) { $t }
notice(pp_tuple(['a', 1]))
notice(pp_tuple(['a', 'b']))
