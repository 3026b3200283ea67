unless true
