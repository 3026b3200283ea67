function pp_struct2(Struct[{name => String}] $cfg) { $cfg }
notice(pp_struct2({name => 'a', extra => 1}))
