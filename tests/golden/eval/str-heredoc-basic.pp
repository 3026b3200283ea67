$x = @(END)
  line one
  line two
  | END
notice($x)
