if 'abc' =~ /(a)/ {
  if 'xyz' =~ /(y)/ {
    notice("inner: ${1}")
  }
  notice("outer: ${1}")
}
