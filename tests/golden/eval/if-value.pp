$r = if true { 'yes' } else { 'no' }
notice($r)
