notice(swapcase('aBcD'))
notice(swapcase(['Ab', 'cD']))
