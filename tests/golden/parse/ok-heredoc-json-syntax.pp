$a = @(END:json)
  {"a": [1, 2, 3]}
  END
notice($a)
