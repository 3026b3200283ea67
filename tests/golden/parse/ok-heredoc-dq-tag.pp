$x = 'world'
$a = @("END")
  hello ${x} and $x
  END
notice($a)
