printf 'a=1\nfoo=1\nb=2\n' > m
chmod 600 m
printf 'x\nkey=1\ny\nkey=2\n' > multi
printf 'first\n' > nomatch
