# a hash with non-String keys and more entries than the struct has members
function f(Struct[{a=>Integer, b=>Integer, Optional[c]=>Integer}] $x) { $x }
f({1=>2, 3=>4, 5=>6, 7=>8})
