class web { notify { 'w1': } notify { 'w2': require => Notify['w1'] } }
define site($port = 80) { notify { "site $title:$port": } }
notify { 'z': }
notify { 'm': before => Notify['z'] }
include web
site { 'a': notify => Notify['z'] }
notify { 'a': subscribe => Class['web'] }
Notify['a'] -> Site['a']
notify { 'q"x': }
