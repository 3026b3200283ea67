user { "alice": ensure => absent }
ensure_resource("user", "alice", {"ensure" => "present"})
