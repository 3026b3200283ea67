# comment
notice('a') # trailing comment
/* block
   comment */
notice('b')
