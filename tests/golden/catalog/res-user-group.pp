group { 'ppg': ensure => present, gid => 1234 }
user { 'ppu': ensure => present, gid => 'ppg', managehome => true }
