# flags: --strict_variables
class pp_lazy2 {
  $x = 1
}
notice($pp_lazy2::x)
