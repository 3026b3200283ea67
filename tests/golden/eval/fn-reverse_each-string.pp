notice('abc'.reverse_each.map |$c| { $c })
