validate_ip_address('host.example.com')
