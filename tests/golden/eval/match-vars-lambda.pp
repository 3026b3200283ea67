if 'abc' =~ /(b)/ {
  [1].each |$v| { notice("lambda sees ${1}") }
}
