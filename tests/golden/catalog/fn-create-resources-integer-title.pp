define pp_port($proto = 'tcp') { notice("${title} ${name} ${proto}") }
create_resources('pp_port', { 80 => {}, 443 => { 'proto' => 'udp' } })
create_resources('notify', { 8 => { 'message' => 'eight' } })
