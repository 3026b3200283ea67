class pp_inner { notify { 'inner': } }
class pp_outer { Notify { message => 'outer default' } include pp_inner }
include pp_outer
