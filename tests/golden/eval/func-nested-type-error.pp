function pp_nested(Hash[String, Array[Integer]] $h) { $h }
notice(pp_nested({k => [1, 'x']}))
