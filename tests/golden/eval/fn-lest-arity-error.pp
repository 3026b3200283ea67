notice(lest(undef) |$x| { $x })
