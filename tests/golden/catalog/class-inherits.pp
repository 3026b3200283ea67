class pp_base { $v = 'base' notify { 'base': } }
class pp_derived inherits pp_base { notify { "derived ${v}": } }
include pp_derived
