class pp_one { file { '/tmp/b': ensure => file } }
class pp_two { File['/tmp/b'] { mode => '0600' } }
include pp_one
include pp_two
