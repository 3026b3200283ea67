notice(strip(true))
