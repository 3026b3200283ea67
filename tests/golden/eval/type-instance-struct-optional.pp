$t = Struct[{name => String, Optional[port] => Integer, opt => Optional[String]}]
notice({name => 'a'} =~ $t)
notice({name => 'a', port => 1, opt => undef} =~ $t)
notice({name => 'a', port => undef} =~ $t)
