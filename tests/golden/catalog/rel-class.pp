class pp_c { notify { 'c': } }
include pp_c
notify { 'after': }
Class['pp_c'] -> Notify['after']
