$x = @(END:json)
  {"a": 1}
  | END
notice($x)
