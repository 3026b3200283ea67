notice(Tuple[Integer] < Array[Integer, 1, 1])
notice(Struct[{a => Integer}] < Struct[{a => Numeric}])
