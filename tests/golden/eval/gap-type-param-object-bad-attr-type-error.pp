type Gap_bad1 = Object[{attributes => {a => 1}}]
notice(Gap_bad1)
