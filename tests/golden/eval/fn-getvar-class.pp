class pp_gv { $v = 'class var' }
include pp_gv
notice(getvar('pp_gv::v'))
