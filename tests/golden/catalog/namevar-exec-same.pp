exec { 'first': command => '/bin/true' }
exec { 'second': command => '/bin/true' }
exec { '/bin/false': }
exec { 'third': command => '/bin/false' }
