notice('-5' + 0)
notice('+5' + 0)
