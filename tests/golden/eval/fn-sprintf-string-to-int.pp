notice(sprintf('%d', '42'))
