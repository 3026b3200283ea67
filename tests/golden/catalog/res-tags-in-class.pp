class pp_tags { notify { 'in class': } }
include pp_tags
