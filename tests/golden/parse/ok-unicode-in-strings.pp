$a = 'héllo wörld ✓'
$b = "日本 ${a}"
notice($a, $b)
