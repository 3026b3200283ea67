printf 'one\n' > aud
chmod 0644 aud
