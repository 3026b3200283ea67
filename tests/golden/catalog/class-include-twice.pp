class pp_c { notify { 'c': } }
include pp_c
include pp_c
