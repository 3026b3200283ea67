$a = @(END
  text
  END
