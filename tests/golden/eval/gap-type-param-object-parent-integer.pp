type Gap_bad4 = Object[{parent => Integer, attributes => {a => Integer}}]
notice(Gap_bad4)
notice(Gap_bad4.new(1))
