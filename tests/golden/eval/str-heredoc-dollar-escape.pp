$x = @("END"/$)
  price \$5 and ${1}
  | END
notice($x)
