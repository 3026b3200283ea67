$CamelCase = 3
notice($CamelCase)
