class base { file { "__T__/b": content => 'a' } }
class app { exec { 'ar': command => '/bin/true', refreshonly => true } }
include base, app
Class['base'] ~> Class['app']
