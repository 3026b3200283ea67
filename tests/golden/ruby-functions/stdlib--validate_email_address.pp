validate_email_address('root@example.com', 'alice+tag@example.org')
notice('valid')
