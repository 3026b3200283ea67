validate_domain_name('-foo.example.com')
