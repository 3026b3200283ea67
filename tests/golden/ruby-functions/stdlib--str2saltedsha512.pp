# the salt is random: only the shape is checked
notice(str2saltedsha512('password') =~ /\A[0-9a-f]{136}\z/)
