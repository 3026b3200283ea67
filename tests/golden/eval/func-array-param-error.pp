function pp_arr(Array[Integer] $a) { $a }
notice(pp_arr([1, 'two', 3]))
