class pp_t($n = 1) {}
class { 'pp_t': bogus => 1 }
