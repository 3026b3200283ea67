notice($name)
notice($title)
