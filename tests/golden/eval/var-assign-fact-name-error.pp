$os = 'debian'
notice($os)
