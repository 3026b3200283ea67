class pp_a::pp_b { notify { 'nested tags': } }
include pp_a::pp_b
