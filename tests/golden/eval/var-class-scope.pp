class pp_vars {
  $x = 'class value'
}
include pp_vars
notice($pp_vars::x)
