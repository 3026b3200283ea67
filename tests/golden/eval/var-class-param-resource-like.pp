class pp_params2(String $msg) {
  notice("msg: ${msg}")
}
class { 'pp_params2': msg => 'given' }
