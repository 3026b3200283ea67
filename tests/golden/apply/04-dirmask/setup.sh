mkdir d
chmod 0700 d
