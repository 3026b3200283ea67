define pp_d() {}
pp_d { "x": tag => "t", noop => true, loglevel => "info" }
notify { "y": alias => "why", audit => "message", schedule => "daily" }
