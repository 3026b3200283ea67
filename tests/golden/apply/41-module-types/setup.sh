printf 'line1\nfoo=1\n' > fl
printf '[main]\nkey=old\n' > a.ini
mkdir t
printf 'old\n' > t/old.log
touch -d '2020-01-01 00:00:00' t/old.log
printf 'new\n' > t/new.log
