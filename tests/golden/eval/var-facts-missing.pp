notice("[${facts['nosuch']}]")
