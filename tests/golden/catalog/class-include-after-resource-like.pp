class pp_p($x = 1) { notify { "x=${x}": } }
class { 'pp_p': x => 2 }
include pp_p
