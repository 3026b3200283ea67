'abc' =~ /b/
notice($0)
