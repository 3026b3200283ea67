class pp_p($x = 1) {}
include pp_p
class { 'pp_p': x => 2 }
