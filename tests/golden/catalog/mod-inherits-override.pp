include ppmod::sub
