class pp_base { file { '/tmp/b': ensure => file, mode => '0644' } }
class pp_derived inherits pp_base { File['/tmp/b'] { mode => '0600' } }
include pp_derived
