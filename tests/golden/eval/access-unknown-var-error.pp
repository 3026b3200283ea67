notice($nosuch[0])
