class pp_a { notify { 'a': } }
include Class['pp_a']
