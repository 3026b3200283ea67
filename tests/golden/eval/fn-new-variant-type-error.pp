notice(Variant[Integer, Float]('1.5'))
