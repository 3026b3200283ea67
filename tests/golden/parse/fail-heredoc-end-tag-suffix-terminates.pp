$a = @(END)
  END is not at start ENDING
  xEND
  END
notice($a)
