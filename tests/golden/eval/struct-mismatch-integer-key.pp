# a hash with a non-String key is a Hash type: when its size fits, the whole type is the mismatch
function f(Struct[{a=>Integer, b=>Integer, Optional[c]=>Integer}] $x) { $x }
f({1=>2, 'a'=>1})
