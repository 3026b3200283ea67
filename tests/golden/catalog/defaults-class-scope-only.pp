class pp_c { Notify { message => 'class default' } notify { 'in class': } }
include pp_c
notify { 'in main': }
