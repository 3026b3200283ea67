notice($nosuch)
notice("[${nosuch}]")
