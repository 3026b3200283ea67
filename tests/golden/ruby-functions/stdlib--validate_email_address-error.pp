validate_email_address('not an address')
