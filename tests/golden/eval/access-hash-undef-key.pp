$h = {undef => 'u', a => 1}
notice($h[undef])
