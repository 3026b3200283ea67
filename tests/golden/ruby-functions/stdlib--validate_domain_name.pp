validate_domain_name('www.example.com', 'localhost')
notice('valid')
