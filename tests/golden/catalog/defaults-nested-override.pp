Notify { message => 'top', withpath => true }
class pp_c { Notify { message => 'class' } notify { 'n': } }
include pp_c
