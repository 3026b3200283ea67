printf '[main]\nx=1\n[other]\ny=2\n' > conf
printf 'one\n' > plain
printf 'no newline at the end' > nonl
