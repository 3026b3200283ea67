printf 'b' > e
chmod 0644 e
