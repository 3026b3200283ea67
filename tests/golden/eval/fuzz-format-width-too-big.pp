notice(String(1, '%99999999999s'))
