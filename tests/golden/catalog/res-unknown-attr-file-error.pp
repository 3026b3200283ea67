file { "/tmp/x": ensure => file, colour => "red" }
