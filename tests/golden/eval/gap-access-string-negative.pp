$s = 'Hello World'
notice($s[-3, 2])
notice($s[-5, 5])
notice($s[-1])
notice($s[-11])
notice("<${s[-12]}>")
notice($s[-3, -1])
