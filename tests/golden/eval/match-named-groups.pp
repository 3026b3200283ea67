if '2023-05' =~ /(?<year>\d+)-(?<month>\d+)/ {
  notice($1)
  notice($2)
}
