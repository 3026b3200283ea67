# a comment line
$a = 1 # trailing comment
notice($a) #no space after hash
