notice('- 2' + 1)
notice('+ 2' + 1)
notice('-  0x10' + 0)
