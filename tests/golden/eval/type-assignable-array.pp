notice(Array[Integer] < Array[Numeric])
notice(Array[Numeric] < Array[Integer])
notice(Tuple[Integer, Integer] < Array[Integer])
notice(Array[Integer] < Array)
