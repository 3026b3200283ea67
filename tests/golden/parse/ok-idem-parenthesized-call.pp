(notice('x'))
$a = 1
