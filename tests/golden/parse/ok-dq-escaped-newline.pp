$a = "one \
two"
notice($a)
