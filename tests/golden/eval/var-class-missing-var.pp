class pp_few { $a = 1 }
include pp_few
notice($pp_few::b)
