notify { 's': message => Sensitive('secret') }
