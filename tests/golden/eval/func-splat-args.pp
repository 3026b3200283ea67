function pp_three($a, $b, $c) { "${a}${b}${c}" }
$args = [1, 2, 3]
notice(pp_three(*$args))
notice(pp_three(0, *[8, 9]))
