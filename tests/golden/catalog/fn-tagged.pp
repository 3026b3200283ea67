class pp_c { notify { "tagged: ${tagged('pp_c')} ${tagged('other')}": } }
include pp_c
