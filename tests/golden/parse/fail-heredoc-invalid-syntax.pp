$a = @(END:Json)
  {}
  END
notice($a)
