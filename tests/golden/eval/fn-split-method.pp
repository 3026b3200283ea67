notice('x:y'.split(':'))
