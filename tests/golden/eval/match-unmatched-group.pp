if 'ac' =~ /a(b)?c/ {
  notice("[${1}]")
  notice($1 == undef)
}
