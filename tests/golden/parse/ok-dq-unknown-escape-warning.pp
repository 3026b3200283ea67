$a = "\q and \."
notice($a)
