notice("[${chop('')}]")
