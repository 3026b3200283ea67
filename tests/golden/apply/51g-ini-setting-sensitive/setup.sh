printf '[db]\npassword=old\nuser=root\n' > s.ini
printf 'a\n' > fl
