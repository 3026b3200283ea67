file { "__T__/i":
  ensure => file,
}
notify { 'a': require => Notify['b'] }
notify { 'b': require => Notify['a'] }
