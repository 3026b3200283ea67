if 'abc' =~ /(x)/ {
  notice('x')
} elsif 'abc' =~ /(c)/ {
  notice("elsif: ${1}")
}
