notice(String('hello world', '%C'))
notice(String('Hello', '%u'))
notice(String('Hello', '%d'))
notice(String("a\tb", '%p'))
