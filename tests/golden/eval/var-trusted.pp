notice($trusted['certname'])
notice($trusted['authenticated'])
notice($trusted['extensions'])
