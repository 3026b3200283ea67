class pp_inner { notify { 'inner': } }
class pp_outer { contain pp_inner }
include pp_outer
