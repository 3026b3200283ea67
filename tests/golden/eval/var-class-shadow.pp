$x = 'top'
class pp_shadow {
  $x = 'class'
  notice($x)
  notice($::x)
}
include pp_shadow
notice($x)
