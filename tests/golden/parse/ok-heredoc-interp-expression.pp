$h = { 'a' => 1 }
$a = @("END")
  value: ${h['a'] + 1}
  END
notice($a)
