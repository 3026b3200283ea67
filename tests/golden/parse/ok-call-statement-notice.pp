notice 1
