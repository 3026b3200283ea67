class pp_p($a = 1, $b = "${a}-b") { notify { "${a} ${b}": } }
include pp_p
