type Pp_tree = Variant[Integer, Array[Pp_tree]]
notice([1, [2, [3]]] =~ Pp_tree)
notice([1, ['x']] =~ Pp_tree)
