$a = @(END:json)
  {"a": [1, 2,
  END
notice($a)
