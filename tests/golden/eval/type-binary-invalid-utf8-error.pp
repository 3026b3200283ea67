notice(String(Binary([255, 0, 65]), '%s'))
