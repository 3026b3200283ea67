ensure_resources("user", {"dan" => {"uid" => 1}, "eve" => {}}, {"ensure" => "present"})
notice(getparam(User["dan"], "uid"), getparam(User["eve"], "ensure"), getparam(User["eve"], "uid") == "")
