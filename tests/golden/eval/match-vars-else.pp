if 'abc' =~ /(x)/ {
  notice('yes')
} else {
  notice("else: [${0}]")
}
