class pp_params5($p = 'pval') {}
include pp_params5
notice($pp_params5::p)
