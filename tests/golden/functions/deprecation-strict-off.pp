# flags: --strict=off
notice(deprecation("k1", "silent"))
