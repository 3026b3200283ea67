$a = @(END/tt)
  text
  END
notice($a)
