define pp_d(Integer $n) {}
pp_d { 'x': n => 'no' }
