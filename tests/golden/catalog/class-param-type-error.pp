class pp_t(Integer $n) {}
class { 'pp_t': n => 'str' }
