class pp_params3(String $msg) {
  notice($msg)
}
include pp_params3
