package { 'vim': ensure => installed }
exec { 'echo hi': path => '/bin', unless => 'true' }
service { 'cron': ensure => running, enable => true }
