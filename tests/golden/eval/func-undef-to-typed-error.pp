function pp_req_str(String $s) { $s }
notice(pp_req_str(undef))
