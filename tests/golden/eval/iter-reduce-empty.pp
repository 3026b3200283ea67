notice("[${[].reduce |$m, $v| { $m + $v }}]")
