printf 'x\n' > f
printf 'y\n' > g
chmod 0600 f g
