# flags: --strict_variables
notice('before')
notice($nosuch)
