$a = 2
if $a == 1 { notice('one') }
elsif $a == 2 { notice('two') }
elsif $a == 3 { }
else { notice('other') }
