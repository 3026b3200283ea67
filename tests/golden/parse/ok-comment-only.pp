# only comments here
/* and a block comment */
# nothing else
