# flags: --strict=error
notice('1' + 1)
