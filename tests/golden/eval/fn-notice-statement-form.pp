notice 'statement', 'form'
