$r = case 'a' {
  'a': {}
}
notice("[${r}]")
