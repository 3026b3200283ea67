class pp_t(Integer $n) {}
include pp_t
