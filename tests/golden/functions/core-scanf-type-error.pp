notice(scanf(42, '%d'))
