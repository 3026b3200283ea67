function pp_opt_struct(Optional[Struct[{a => Integer}]] $x) { $x }
notice(pp_opt_struct({a => 'x'}))
