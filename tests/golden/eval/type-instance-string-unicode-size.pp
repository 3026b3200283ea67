notice('日本' =~ String[2, 2])
