file { '/tmp/ppdir/': ensure => directory }
file { '/tmp/ppdir2//': ensure => directory, path => '/tmp/ppdir2' }
file { 'named': path => '/tmp/ppnamed', ensure => file }
file { '/tmp/ppsame': path => '/tmp/ppsame', ensure => file }
package { 'pkg': ensure => present, name => 'realname' }
notify { 'n': name => 'other', message => 'm' }
service { 'svc': name => 'ssh', ensure => running }
