class pp_base { $b = 'base var' }
class pp_derived inherits pp_base {
  notice($b)
}
include pp_derived
