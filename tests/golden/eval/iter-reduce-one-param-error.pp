notice([1, 2].reduce |$m| { $m })
