type Pp_port = Integer[1, 65535]
function pp_port_str(Pp_port $p) { "port ${p}" }
notice(pp_port_str(80))
notice(pp_port_str(70000))
