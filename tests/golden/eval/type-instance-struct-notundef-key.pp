$t = Struct[{NotUndef[a] => Optional[Integer]}]
notice({a => undef} =~ $t)
notice({} =~ $t)
