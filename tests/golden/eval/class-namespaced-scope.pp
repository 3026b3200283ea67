class pp_ns::inner {
  notice('namespaced')
}
include pp_ns::inner
