validate_tunnel_id_ranges(['1000:1'])
