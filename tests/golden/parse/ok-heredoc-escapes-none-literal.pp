$a = @(END)
  backslash \t \n stays literal
  END
notice($a)
