$a = @("")
  text
notice($a)
