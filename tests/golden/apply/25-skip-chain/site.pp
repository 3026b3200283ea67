exec { 'f': command => '/bin/false' }
-> notify { 'd1': }
-> notify { 'd2': }
notify { 'indep': }
