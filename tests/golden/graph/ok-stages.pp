stage { 'pre': before => Stage['main'] }
class foo::bar { }
class early { notify { 'e1': } }
define foo::baz() { notify { "baz-$title": } }
class { 'early': stage => 'pre' }
include foo::bar
foo::baz { 'x': }
@@notify { 'exported': }
@notify { 'virt': }
notify { 'p': before => Notify['r'] }
notify { 'r': require => Notify['p'], subscribe => Notify['p'] }
schedule { 'daily': period => daily }
