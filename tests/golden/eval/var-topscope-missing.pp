notice($::missing)
