$a = "empty ${} braces"
notice($a)
