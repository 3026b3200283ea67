class pp_once {
  notice('evaluated once')
}
include pp_once
include pp_once
