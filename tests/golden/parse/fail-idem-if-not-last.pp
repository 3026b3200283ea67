if true { 1 }
$a = 1
