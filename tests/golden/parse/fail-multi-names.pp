class Abc { }
define integer { }
node 'a b' { }
