class { 'ppmod': port => 70000 }
