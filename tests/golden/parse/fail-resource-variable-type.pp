$x = 'file'
$x { a => 1 }
