class pp_p($x = 'dflt') { notify { $x: } }
class { 'pp_p': x => undef }
