$h = {1 => one, '1' => strone}
notice($h[1])
notice($h['1'])
