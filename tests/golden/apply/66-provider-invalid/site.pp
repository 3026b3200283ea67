# a provider name Puppet does not know for the type stops the run before anything is applied
file { "__T__/before":
  content => 'x',
}
package { 'pp-no-such-package':
  ensure   => installed,
  provider => nosuch,
}
