notice(validate_tunnel_id_ranges(['1:1000', '2000:3000']))
notice(validate_tunnel_id_ranges('20:100'))
