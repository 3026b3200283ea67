$a = @(END)
  text
  END2
notice($a)
