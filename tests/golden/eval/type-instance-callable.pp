$l = [1].map |$x| { $x }
notice($l =~ Callable)
notice(1 =~ Callable)
