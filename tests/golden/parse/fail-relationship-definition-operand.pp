class rel::a { } -> Notify['x']
