file { a +> 1 }
