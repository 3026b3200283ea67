# flags: --strict=off
notice('1' + 1)
notice('0x1f' * 2)
