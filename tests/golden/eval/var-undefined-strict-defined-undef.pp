# flags: --strict_variables
$x = undef
notice("[${x}]")
