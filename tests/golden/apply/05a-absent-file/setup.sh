printf 'x\n' > f
chmod 0644 f
