if 'abc' =~ /(b)/ {
  $1 = 'x'
}
