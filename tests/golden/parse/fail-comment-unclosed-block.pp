$a = 1
/* this comment is never closed
notice($a)
