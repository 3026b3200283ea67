notice(dig44('string', ['a']))
