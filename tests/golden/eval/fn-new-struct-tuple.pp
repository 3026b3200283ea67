notice(Struct[{a => Integer}]({a => 1}))
notice(Tuple[Integer, String]([1, 'a']))
