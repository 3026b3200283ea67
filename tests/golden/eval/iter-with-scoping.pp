$r = with('temp') |$x| { "${x} value" }
notice($r)
