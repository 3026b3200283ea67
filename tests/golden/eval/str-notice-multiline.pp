notice("first\nsecond")
