$x = 1
$a = @("END":json/$)
  {"a": "\$x", "b": ${x}}
  END
notice($a)
