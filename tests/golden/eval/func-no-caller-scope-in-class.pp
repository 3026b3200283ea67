function pp_no_scope2() {
  "[${class_local}]"
}
class pp_caller {
  $class_local = 'class-level'
  notice(pp_no_scope2())
}
include pp_caller
