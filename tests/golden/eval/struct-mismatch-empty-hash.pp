# an empty hash is a Hash type to Puppet, not a Struct one: sizes are compared first
function f(Struct[{a=>Integer, b=>Integer, Optional[c]=>Integer}] $x) { $x }
f({})
