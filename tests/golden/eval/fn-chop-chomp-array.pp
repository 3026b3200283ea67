notice(chop(['ab', 'cd']))
notice(chomp(["x\n", 'y']))
