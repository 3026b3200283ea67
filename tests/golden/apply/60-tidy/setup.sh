mkdir -p t/sub/deep r/olddir/inner r/newdir
printf 'a\n' > t/a.log
printf 'b\n' > t/b.txt
printf 'c\n' > t/sub/c.log
printf 'd\n' > t/sub/deep/d.log
printf 'm\n' > t/managed.log
printf 'k\n' > t/keep.log
head -c 2000 /dev/zero > t/big.dat
touch -d '2020-01-01 00:00:00' t/a.log t/b.txt t/sub/c.log t/sub/deep/d.log t/managed.log
printf 'x\n' > r/olddir/inner/x
printf 'y\n' > r/newdir/y
touch -d '2020-01-01 00:00:00' r/olddir/inner/x r/olddir/inner r/olddir
