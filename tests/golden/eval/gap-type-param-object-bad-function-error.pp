# a function of an Object type that is no Callable type
type Gap_bad3 = Object[{functions => {f => 1}}]
notice(Gap_bad3)
