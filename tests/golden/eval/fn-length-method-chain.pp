notice('hello'.upcase.length)
