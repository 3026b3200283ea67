function pp_variant(Variant[Integer, Boolean] $v) { $v }
notice(pp_variant(1))
notice(pp_variant('no'))
