$r = if false { 'yes' }
notice($r == undef)
notice("[${r}]")
