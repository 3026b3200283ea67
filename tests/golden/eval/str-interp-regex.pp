$r = /ab+c/
notice("r=${r}")
