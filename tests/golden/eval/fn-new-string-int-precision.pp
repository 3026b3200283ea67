notice(String(5, '%.3d'))
notice(String(-5, '%05d'))
