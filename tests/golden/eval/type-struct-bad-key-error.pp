notice(Struct[{1 => Integer}])
