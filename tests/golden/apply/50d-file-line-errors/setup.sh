printf 'a\nb\n' > f
printf 'foo=1\nfoo=2\n' > two
