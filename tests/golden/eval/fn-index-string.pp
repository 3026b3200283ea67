notice(index('hello', 'l'))
notice(index('hello', /l+/))
notice("[${index('hello', 'z')}]")
