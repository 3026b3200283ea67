$t = Struct[{name => String, port => Integer}]
notice({name => 'a', port => 1} =~ $t)
notice({name => 'a'} =~ $t)
notice({name => 'a', port => 1, x => 2} =~ $t)
