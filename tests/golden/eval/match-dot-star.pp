if 'hello world' =~ /^(\w+) (.*)$/ {
  notice("${2}, ${1}")
}
