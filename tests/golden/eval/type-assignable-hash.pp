notice(Hash < Collection)
notice(Hash[String, Integer] < Hash[String, Numeric])
notice(Struct[{a => Integer}] < Hash[String, Integer])
notice(Struct[{a => Integer}] < Hash[Integer, Integer])
