if $a = 1 { notice('a') }
