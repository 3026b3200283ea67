# flags: --strict=error
deprecation("k1", "fatal")
