notify { ['a', 'b', 'c', 'd', 'e']: }
Notify['a'] -> Notify['b']
Notify['b'] ~> Notify['c']
Notify['d'] <- Notify['c']
Notify['e'] <~ Notify['d']
