class pp_x { include pp_y
 notify { 'x': } }
class pp_y { notify { 'y': } }
include pp_x
