$a = "${default} ${undef}"
notice($a)
