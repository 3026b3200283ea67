$x = @("END")
  first line
  value: ${1 / 0}
  | END
notice($x)
