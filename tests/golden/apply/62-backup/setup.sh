printf 'one\n' > suffix
printf 'two\n' > bucketed
printf 'three\n' > local
mkdir d
printf 'in dir\n' > d/inner
