$r = case 'q' {
  'a': { 1 }
}
notice("[${r}]")
notice($r == undef)
