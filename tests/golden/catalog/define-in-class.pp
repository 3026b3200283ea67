define pp_d() { notify { "d ${title}": } }
class pp_c { pp_d { 'from class': } }
include pp_c
