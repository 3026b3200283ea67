notice('ééé', 1 / 0)
