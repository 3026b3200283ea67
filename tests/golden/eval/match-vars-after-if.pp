if 'abc' =~ /(b)/ {
  notice("in: ${1}")
}
notice("after: ${1}")
