# resources, defines and defaults written in lambdas and functions belong to the enclosing scope
define i() { notify { "l ${title}": } }
class c {
  [2].each |$x| { File { mode => '0600' } }
  file { '/tmp/ppx-c': ensure => file }
  i { 'inc': }
}
[1].each |$x| { i { 'a': } }
[2].each |$x| { Notify { message => 'dflt' } }
notify { 'after': }
include c
function f() { i { 'fromf': } Notify { loglevel => 'err' } }
f()
notify { 'after2': }
