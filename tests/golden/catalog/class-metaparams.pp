class pp_m { notify { 'm': } }
notify { 'first': }
class { 'pp_m': require => Notify['first'] }
