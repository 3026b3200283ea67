file { "/tmp/x": mode => "0644" }
notice(getparam(File["/tmp/x"], "mode"), getparam(File["/tmp/x"], "owner"), getparam(File["/tmp/y"], "mode"), getparam("File[/tmp/x]", "mode"))
