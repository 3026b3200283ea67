printf 'old\n' > f
chmod 0644 f
