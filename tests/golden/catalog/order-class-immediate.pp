notify { 'before include': }
class pp_c { notify { 'in class': } }
include pp_c
notify { 'after include': }
