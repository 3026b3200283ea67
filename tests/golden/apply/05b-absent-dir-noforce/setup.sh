mkdir d
chmod 0755 d
printf 'x\n' > d/x
chmod 0644 d/x
