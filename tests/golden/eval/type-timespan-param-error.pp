function f(Timespan[1, 2] $x) { $x }
notice(f(Timespan(3)))
