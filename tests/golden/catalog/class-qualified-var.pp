class pp_v { $x = 'value' }
include pp_v
notify { $pp_v::x: }
