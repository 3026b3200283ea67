class pp_lazy {
  $x = 1
}
notice($pp_lazy::x)
