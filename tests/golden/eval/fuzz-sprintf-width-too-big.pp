notice(sprintf('%99999999999d', 1))
