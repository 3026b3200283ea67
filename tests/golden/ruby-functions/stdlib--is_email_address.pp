notice(is_email_address('root@example.com'))
notice(is_email_address('not an address'))
