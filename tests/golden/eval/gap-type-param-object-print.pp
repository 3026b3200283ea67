notice(Object[{name => 'Gap_foo', attributes => {a => Integer}}])
notice(Object[{attributes => {a => Integer}}])
notice(Object)
