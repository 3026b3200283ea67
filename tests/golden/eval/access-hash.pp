$h = {a => 1, b => 2, c => 3}
notice($h[a])
notice($h['b'])
notice($h[missing])
notice($h[a, c])
notice($h[a, missing, b])
