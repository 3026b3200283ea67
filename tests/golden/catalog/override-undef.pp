class pp_base { file { '/tmp/o': ensure => file, mode => '0644' } }
class pp_sub inherits pp_base { File['/tmp/o'] { mode => undef } }
include pp_sub
