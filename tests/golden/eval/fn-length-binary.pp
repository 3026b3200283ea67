notice(length(Binary('aGVsbG8=')))
