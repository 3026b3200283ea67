class pp_c {}
include pp_c
class pp_d {}
notify { "${defined(Class['pp_c'])} ${defined(Class['pp_d'])} ${defined('pp_d')}": }
