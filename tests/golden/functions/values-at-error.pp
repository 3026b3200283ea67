notice(values_at([1], 4))
