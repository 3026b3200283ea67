class { 'ppmod': greeting => 'hi', port => 443 }
