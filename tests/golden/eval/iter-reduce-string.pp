notice('abc'.reduce |$m, $c| { "${c}${m}" })
