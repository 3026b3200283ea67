notice("a ${fail('inner')} b")
