$a = @(END:yaml)
  a: [1, 2
  END
notice($a)
