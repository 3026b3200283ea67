$a = @("END":json/t)
  {"a": "b\tc"}
  END
notice($a)
