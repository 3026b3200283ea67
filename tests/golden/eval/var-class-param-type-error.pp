class pp_params4(Integer $n) {
  notice($n)
}
class { 'pp_params4': n => 'x' }
