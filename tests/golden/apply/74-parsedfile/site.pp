pp_line { 'new': value => 'n' }
pp_line { 'change': value => 'y' }
pp_line { 'old': ensure => absent }
pp_line { 'gone': ensure => absent }
pp_line { 'elsewhere': value => 'e', target => '__T__/other.conf' }
