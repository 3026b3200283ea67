$mode = 0649
