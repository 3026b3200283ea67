class broken { exec { 'boom': command => '/bin/false' } }
class down { notify { 'dn': } }
include broken, down
Class['broken'] -> Class['down']
