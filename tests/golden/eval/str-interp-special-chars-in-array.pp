notice(["tab\there", "nl\nthere", 'back\\slash', "quote\"d"])
