$a = [attr, private]
