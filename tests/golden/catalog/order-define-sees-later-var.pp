class pp_c { $v = 'class var' }
define pp_d() { notify { "sees ${pp_c::v}": } }
pp_d { 'x': }
include pp_c
