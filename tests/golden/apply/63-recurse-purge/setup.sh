mkdir -p src/sub/deeper dst/sub/olddir perm/inner
printf 'a\n' > src/a
printf 'b\n' > src/sub/b
printf 'c\n' > src/sub/deeper/c
printf 'h\n' > src/.hidden
printf 's\n' > src/x.skip
printf 'stale\n' > dst/stale
printf 'old a\n' > dst/a
printf 'stale2\n' > dst/sub/stale2
printf 'k\n' > dst/keep
printf 'p\n' > perm/f
printf 'q\n' > perm/inner/g
chmod 0600 perm/f
