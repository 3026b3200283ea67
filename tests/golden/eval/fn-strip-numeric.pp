notice(strip(5))
