class pp_a {
  class pp_b {
    notice('nested class pp_a::pp_b')
  }
  include pp_a::pp_b
}
include pp_a
