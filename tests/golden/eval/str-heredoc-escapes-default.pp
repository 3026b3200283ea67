$x = @("END")
  a\tb\\c
  | END
notice($x)
