$a = @(END/q)
  text
  END
notice($a)
