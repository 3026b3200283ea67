$who = 'world'
$x = @("END")
  Hello ${who}!
  Sum: ${1 + 2}
  | END
notice($x)
