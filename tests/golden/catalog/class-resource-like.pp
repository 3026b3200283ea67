class pp_p(String $msg, Integer $n = 2) { notify { "${msg} ${n}": } }
class { 'pp_p': msg => 'given' }
