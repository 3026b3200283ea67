notice(shellquote('hello world', ['a$b', 'c`d'], 'e!f', "g'h\"i"))
notice(shellquote('', 'safe/path:1,2=3@4%5+6.7_8-9'))
notice(shellquote([['nested', ['deeper']]], []))
notice(shellquote('tab	x', 'é'))
