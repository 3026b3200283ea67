notice($facts['os']['family'])
notice($facts['networking']['hostname'])
notice($facts['kernel'])
