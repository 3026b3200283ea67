notice("a\rb" == "a\u000db")
