class pp_r { notify { 'r': } }
class pp_s { require pp_r
 notify { 's': } }
include pp_s
