notice(Hash[String, Data] < Data)
notice(Hash[Integer, Data] < Data)
notice(Array[Integer] < Data)
notice(Sensitive < Data)
