type Gap_bad2 = Object[{attribs => {a => Integer}}]
notice(Gap_bad2)
