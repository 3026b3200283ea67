mkdir d
chmod 0755 d
