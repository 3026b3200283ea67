include ::apache
$a = ::foo::bar
$b = $::fqdn
notice($a, $b)
