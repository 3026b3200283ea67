$x = 'top'
notice($::x)
notice($x)
