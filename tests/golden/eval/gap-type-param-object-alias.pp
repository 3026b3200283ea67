type Gap_obj = Object[{attributes => {a => Integer, b => {type => String, value => 'x'}}}]
notice(Gap_obj)
$o = Gap_obj.new(1)
notice($o)
notice($o =~ Gap_obj)
notice($o.b)
notice(Gap_obj({a => 2}) =~ Object)
notice(type($o))
type Gap_named = Object[{name => 'Other', attributes => {a => Integer}}]
notice(Gap_named)
