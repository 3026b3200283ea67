foo 1
