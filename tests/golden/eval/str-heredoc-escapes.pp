$x = @("END"/tn)
  a\tb\nc
  | END
notice($x)
