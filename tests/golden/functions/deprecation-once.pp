deprecation("k1", "first message")
deprecation("k1", "first message")
deprecation("k2", "second")
notice(deprecation("k3", "value"))
