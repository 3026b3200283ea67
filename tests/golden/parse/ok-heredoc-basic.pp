$a = @(END)
  some text
  $x is not interpolated
  END
notice($a)
