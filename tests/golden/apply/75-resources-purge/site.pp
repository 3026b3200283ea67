pp_line { 'keep': value => '1' }
resources { 'pp_line': purge => true }
