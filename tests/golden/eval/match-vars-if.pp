if 'foo123' =~ /([a-z]+)(\d+)/ {
  notice($0)
  notice($1)
  notice($2)
  notice("[${3}]")
}
