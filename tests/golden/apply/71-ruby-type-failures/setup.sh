mkdir conf
printf 'bad=old\n' > conf/a.ini
