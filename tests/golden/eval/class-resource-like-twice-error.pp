class pp_twice($x = 1) {}
class { 'pp_twice': }
class { 'pp_twice': }
